import UIKit

// Issue 34: the app's own window root, which import opens first.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow()
        window.rootViewController = MainTabBarController()
        self.window = window
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: HomeViewController())]
    }
}

final class HomeViewController: UIViewController {}
