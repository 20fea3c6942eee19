// Issue 51 (SRC-10): lint --fix before → after (After.txt). Each fix is certain: the presented
// classes ask for lightContent or hidden, and nothing calls the Swift 2-style method.
import UIKit

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
    func openPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .overFullScreen
        present(player, animated: true)
    }
}

final class ComposerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class PlayerViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

final class OldViewController: UIViewController {
    public func preferredStatusBarStyle() -> UIStatusBarStyle {
        return .lightContent
    }
}
