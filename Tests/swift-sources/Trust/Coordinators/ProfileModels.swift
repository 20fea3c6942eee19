import UIKit

// Issue 49: a controller gives its own navigation controller to a model it makes; the model's
// pushes are the controller's own, judged where the controller is the root of a navigation
// controller (pocket-casts' profile header: a note before, which a person would not defend).
final class ProfileHomeViewController: UIViewController {
    lazy var header = ProfileHeaderModel(navigationController: navigationController)
}

final class ProfileHeaderModel {
    weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }
    func accountTapped() {
        navigationController?.pushViewController(AccountDetailsViewController(), animated: true)
    }
}

// Read: ProfileHome is the root of the forwarding navigation controller.
final class AccountDetailsViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class SettingsHomeViewController: UIViewController {
    func openAbout() {
        SettingsModel(navigationController: navigationController).showAbout()
    }
}

final class SettingsModel {
    let navigationController: UINavigationController?
    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }
    func showAbout() {
        navigationController?.pushViewController(AboutScreenViewController(), animated: true)
    }
}

final class AboutScreenViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: pushed into the plain navigation controller the settings screen is the root of (SB-4)
}

final class ProfileSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = ForwardingNavigationController(rootViewController: ProfileHomeViewController())
    }
}

final class SettingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: SettingsHomeViewController())
    }
}
