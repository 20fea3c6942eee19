import UIKit

@main
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let window = UIWindow(windowScene: scene as! UIWindowScene)
        window.rootViewController = MainNavigationController(rootViewController: LibraryViewController())
        self.window = window
        window.makeKeyAndVisible()
    }

    func showSearch(from window: UIWindow) {
        window.rootViewController = PlainNavigationController(rootViewController: SearchViewController())
    }
}
