import UIKit

/// A navigation controller whose style getter asks its top in one of its returns (issue 36:
/// pocket-casts' did, in the last of three): it may forward, so a root's style is a note.
final class ThemedNavigationController: UINavigationController {
    var playerOpen = false
    override var preferredStatusBarStyle: UIStatusBarStyle {
        if playerOpen { return .lightContent }
        return topViewController?.preferredStatusBarStyle ?? .default
    }
}

final class AccountViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

final class ProfileViewController: UIViewController {
    func openAccount() {
        let navigation = ThemedNavigationController(rootViewController: AccountViewController()) // false before: SB-4, "its own preferredStatusBarStyle decides (.lightContent)"
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }
}

final class ProfileSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = ProfileViewController()
    }
}
