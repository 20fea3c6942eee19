import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = Router()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = router.navigationController
        router.present(ShareSheetViewController())
        router.push(DetailsViewController())
    }
}

// Issue 49, pattern 6 (SRC-9): a router that presents and pushes what it is given.
final class Router {
    let navigationController = UINavigationController()
    func present(_ viewController: UIViewController) {
        viewController.modalPresentationStyle = .pageSheet
        navigationController.present(viewController, animated: true)
    }
    func push(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}

final class ShareSheetViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class DetailsViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: pushed by the router onto its navigation controller (SB-4)
}

// A class that presents itself onto a presenter passed in, its style set in init.
final class ToastViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }
    required init?(coder: NSCoder) { fatalError() }
    override var prefersStatusBarHidden: Bool { true } // true: over full screen without capturing (SB-2)
    func show(on presenter: UIViewController) {
        presenter.present(self, animated: true)
    }
}

final class FeedViewController: UIViewController {
    func done() { ToastViewController().show(on: self) }
}

// Another class's `push(_:)` that keeps controllers in a list: not the router's.
final class History {
    var items: [UIViewController] = []
    func push(_ viewController: UIViewController) { items.append(viewController) }
}

final class ArchiveViewController: UIViewController {
    let history = History()
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    func remember() { history.push(ArchiveViewController()) }
}
