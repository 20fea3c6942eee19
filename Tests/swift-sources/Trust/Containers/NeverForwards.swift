import UIKit

// Issue 49, pattern 9 (SB-3): a container that adds children and neither overrides
// childForStatusBarStyle nor answers from its child; its own wrapped stack's root and pushes too.
final class DrawerViewController: UIViewController {
    private let menu = MenuViewController()
    private let centre = UINavigationController(rootViewController: FeedViewController())
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(menu)
        addChild(centre)
        view.addSubview(centre.view)
    }
    func showProfile() {
        centre.pushViewController(ProfileViewController(), animated: true)
    }
}

final class MenuViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: the drawer never asks its children
}

final class FeedViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true } // true: the drawer decides hidden too
}

final class ProfileViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: pushed onto the drawer's own stack
}

final class DrawerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = DrawerViewController()
    }
}
