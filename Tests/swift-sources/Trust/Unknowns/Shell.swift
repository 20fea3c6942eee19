import UIKit

/// Its superclass is Objective-C: Swift cannot see whether it forwards the style.
final class ShellViewController: LegacyContainerViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(InboxViewController()) // false before: SB-3 as if the container did not forward
    }
}

final class InboxViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A custom container that forwards through its own property.
final class DrawerViewController: UIViewController {
    var contentViewController: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { contentViewController?.preferredStatusBarStyle ?? .default }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(ComposeViewController()) // false before: SB-3
    }
}

final class ComposeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// The app's own presenting helper sets its own style: not UIKit's present.
final class CardsViewController: UIViewController {
    func present(asCard controller: UIViewController) {
        controller.modalPresentationStyle = .custom
        present(controller, animated: true)
    }
    func open() {
        present(asCard: DetailViewController()) // false before: "presented with the default style"
    }
}

final class DetailViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A container that does not forward, known in full: this one stays a warning.
final class PlainContainerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(BannerViewController())
    }
}

final class BannerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-3
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = ShellViewController()
        window?.rootViewController = DrawerViewController()
        window?.rootViewController = CardsViewController()
        window?.rootViewController = PlainContainerViewController()
    }
}

/// Adds a child to another controller: the container is the receiver, not this class.
final class MiniBarViewController: UIViewController {
    var player: FullPlayerViewController?
    func openPlayer(in rootVC: UIViewController) {
        player = FullPlayerViewController()
        rootVC.addChild(player!) // false before: SB-3 as if 'MiniBarViewController' contained the player
    }
}

final class FullPlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class TabSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = MiniBarViewController()
    }
}

/// A hosting controller as a container: what its childForStatusBarStyle returns is not documented.
final class LoadingViewController: UIHostingController<AnyView> {
    func loaded() {
        addChild(EpisodeViewController()) // false before: SB-3 as if it did not forward
    }
}

final class EpisodeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class LoadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = LoadingViewController(rootView: AnyView(EmptyView()))
    }
}
