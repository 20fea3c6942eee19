import UIKit

/// The root of the storyboard's navigation controller, which has no custom class and so does
/// not hand the status bar on (SB-4).
final class DiscoverViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// Presented by a storyboard segue as a form sheet, without capturing (SB-2).
final class FilterViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A tab: the tab bar controller hands the status bar to its selected tab (SB-5). Quiet.
final class ProfileViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

extension DiscoverViewController {
    /// Does nothing with view controller-based status bar appearance (SB-1).
    func enterNightMode() {
        UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
    }
}
