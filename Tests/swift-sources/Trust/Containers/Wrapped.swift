import UIKit

// Issue 49, pattern 4 (SRC-9): a controller that adds a navigation controller as its child and
// answers the style itself. What a coordinator pushes onto that child is judged through it.
final class WrappedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = PlayerCoordinator()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = coordinator.shell
        coordinator.start()
    }
}

final class ShellViewController: UIViewController {
    let navigation = UINavigationController()
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }
}

final class PlayerCoordinator {
    let shell = ShellViewController()
    func start() {
        shell.navigation.pushViewController(NowPlayingViewController(), animated: false)
    }
}

final class NowPlayingViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: the shell answers itself (SB-3)
}
