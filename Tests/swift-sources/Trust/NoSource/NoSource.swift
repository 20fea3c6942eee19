import UIKit

// Issue 49, pattern 11 (SRC-9): a preference under a class the sources cannot see (a pod's
// navigation controller, a binary side menu) is a note naming that class, never silence and
// never a warning: whether it hands the status bar on is unknown.
final class PodSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = PodNavigationController(rootViewController: InboxViewController())
    }
}

final class InboxViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    func openSide() {
        let side = SideMenuController()
        side.addChild(DrawerContentViewController())
        present(side, animated: true)
    }
    func openBanner() {
        let plain = PlainContainerViewController()
        plain.addChild(BannerViewController())
        present(plain, animated: true)
    }
}

final class DrawerContentViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

// Known in full and not forwarding: this one stays a warning.
final class PlainContainerViewController: UIViewController {}

final class BannerViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true } // true: presented in a sheet that does not capture (VER-1), inside a container that never asks it (SB-3)
}
