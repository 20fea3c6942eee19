import UIKit

// Issue 49 (brave's playlist): a screen keeps a split view controller in a stored property, gives
// it two columns in a builder's closure (`.do { $0.viewControllers = … }`) and adds it as its own
// child. The screen never asks a child, so whatever the split view controller does, a column's
// own preference is never read (SB-3).

final class PlaylistScreen: UIViewController {
    private let splitController = UISplitViewController()
    private let folders = FolderList()
    private let items = ItemList()
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    // Onto the navigation controller the folder list is in: the column's own style answers
    // while its bar shows (SB-4), whatever the split view controller and this screen do.
    func openFolder() {
        folders.navigationController?.pushViewController(items, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        splitController.do {
            $0.viewControllers = [
                ColumnNavigation(rootViewController: folders),
                ColumnNavigation(rootViewController: ItemDetail()),
            ]
            $0.presentsWithGesture = false
        }
        addChild(splitController)
        view.addSubview(splitController.view)
    }
}

final class ColumnNavigation: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a column of a split view controller 'PlaylistScreen' adds as its child and never asks (SB-3)
}

final class FolderList: UIViewController {}
final class ItemList: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: pushed onto a 'ColumnNavigation', whose own style answers (SB-4)
}
final class ItemDetail: UIViewController {}

final class PlayerLauncher: UIViewController {
    func openPlaylist() {
        let playlist = PlaylistScreen()
        playlist.modalPresentationStyle = .fullScreen
        present(playlist, animated: true)
    }
}

// A split view controller that is the window's root: how it hands on the status bar is not
// documented, so a column's preference is weighed both ways (notes only).
final class Sidebar: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let split = UISplitViewController()
        split.viewControllers = [Sidebar(), ItemDetail()]
        window?.rootViewController = split
    }
}
