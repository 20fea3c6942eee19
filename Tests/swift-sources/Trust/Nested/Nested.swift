import UIKit

// Issue 49, pattern 8 (SRC-8): a screen at the root of a navigation controller that is itself
// presented, from inside another presented controller. The root is judged where that navigation
// controller is presented, not as if it were alone on screen.
final class NestedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeViewController()
    }
}

final class HomeViewController: UIViewController {
    func openSettings() {
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }
}

final class SettingsViewController: UIViewController {
    func openAccount() {
        let nav = SheetNavigationController(rootViewController: AccountViewController())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }
    func openLicences() {
        // Presented full screen and forwarding: the root's style is read.
        let nav = SheetNavigationController(rootViewController: LicencesViewController())
        nav.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
    }
    func openHelp() {
        present(Navigation.popup(HelpViewController()), animated: true)
    }
}

enum Navigation {
    static func popup(_ root: UIViewController) -> UINavigationController {
        let nav = SheetNavigationController(rootViewController: root)
        nav.modalPresentationStyle = .pageSheet
        return nav
    }
}

final class SheetNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class AccountViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a form sheet that does not capture (SB-2)
}

final class LicencesViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class HelpViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: the factory's page sheet does not capture
}
