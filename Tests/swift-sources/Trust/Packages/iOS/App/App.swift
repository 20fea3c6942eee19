import UIKit
import Composer

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeViewController()
    }
}

final class HomeViewController: UIViewController {
    func openComposer() {
        let composer = ComposerViewController()
        composer.modalPresentationStyle = .formSheet
        present(composer, animated: true)
    }
}
