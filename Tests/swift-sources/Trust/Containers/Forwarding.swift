import UIKit

// The same shape, but the container asks the wrapped stack's top: the top's style is read.
final class ForwardingShellViewController: UIViewController {
    lazy var stack = UINavigationController(rootViewController: LibraryViewController())
    override var childForStatusBarStyle: UIViewController? { stack.topViewController }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(stack)
        view.addSubview(stack.view)
        stack.didMove(toParent: self)
    }
    func openEpisode() {
        stack.pushViewController(EpisodeViewController(), animated: true)
    }
}

final class LibraryViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class EpisodeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class ForwardingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = ForwardingShellViewController()
    }
}
