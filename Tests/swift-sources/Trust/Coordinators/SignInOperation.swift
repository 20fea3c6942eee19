import UIKit

// Issue 49: an operation (not a controller) shows screens from its own storyboard, held in a
// property, in the navigation controller it makes lazily and pushes what it is given onto.
// Declared a plain UINavigationController: a note at the push, never a warning.
final class SignInOperation: Operation {
    private weak var presentingViewController: UIViewController?
    private lazy var storyboard = UIStoryboard(name: "Guide", bundle: nil)
    private lazy var navigationController: UINavigationController = {
        let navigationController = UINavigationController()
        return navigationController
    }()

    func showGuide() {
        DispatchQueue.main.async {
            let guide = self.storyboard.instantiateViewController(withIdentifier: "guide")
            if !self.show(guide) {
                self.cancel()
            }
        }
    }

    // A storyboard the reader cannot name: the class the cast names.
    func showTips(from board: UIStoryboard) {
        let tips = board.instantiateViewController(withIdentifier: "tips") as! TipsViewController
        _ = show(tips)
    }

    private func show(_ viewController: UIViewController) -> Bool {
        guard let presenter = presentingViewController else { return false }
        if navigationController.viewControllers.isEmpty {
            navigationController.setViewControllers([viewController], animated: false)
            // Full screen: what its screens show is the navigation controller's to decide (a
            // sheet would ignore them all, SB-2, whatever it forwards).
            navigationController.modalPresentationStyle = .fullScreen
            presenter.present(navigationController, animated: true)
        } else {
            self.navigationController.pushViewController(viewController, animated: true)
        }
        return true
    }
}

final class GuideViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class TipsViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
