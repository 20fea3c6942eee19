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
    func openReader() {
        let reader = ReaderViewController()
        reader.modalPresentationStyle = .fullScreen
        present(reader, animated: true)
    }
    func openPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .overFullScreen
        present(player, animated: true)
    }
    func openLibrary() {
        let library = LibraryNavigationController(rootViewController: ShelfViewController())
        library.modalPresentationStyle = .fullScreen
        present(library, animated: true)
    }
}

// SB-4: the app's navigation controller with a default bar, stating nothing itself: it hands the
// style to its top.
final class LibraryNavigationController: UINavigationController {}

final class ShelfViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
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

// SB-7: a stored property the getter reads, changed without an update: the update in its
// didSet; inside UIView.animate when the class overrides the update animation.
final class ReaderViewController: UIViewController {
    var isNight = false
    override var preferredStatusBarStyle: UIStatusBarStyle { isNight ? .lightContent : .darkContent }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    func sunset() { isNight = true }
}

// SB-3: a container that adds one child with a preference and never asks it: it hands the
// style to that child.
final class CardHostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let card = NowCardViewController()
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}

final class NowCardViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
