import UIKit

// Issue 49: a coordinator (not a controller) pushes onto the navigation controller it was given.
// Declared a plain UINavigationController, the instance may be a subclass that asks its top:
// a note at each push, never a warning. Declared as the app's own forwarding subclass: read.
final class SignInCoordinator: NSObject {
    weak var navigationController: UINavigationController?

    func signInTapped() {
        let controller = PasswordViewController()
        navigationController?.pushViewController(controller, animated: true)
    }
}

final class PasswordViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class CheckoutViewModel {
    let navigationController: ForwardingNavigationController

    init(navigationController: ForwardingNavigationController) {
        self.navigationController = navigationController
    }

    func payTapped() {
        navigationController.pushViewController(ReceiptViewController(), animated: true)
    }
}

final class ForwardingNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class ReceiptViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
