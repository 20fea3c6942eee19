import UIKit

/// Forwards the way many real apps do: by asking its top controller, not by overriding
/// childForStatusBarStyle.
final class MainNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        topViewController?.preferredStatusBarStyle ?? .default
    }
}

/// Does not forward: its bar's barStyle decides (SB-4).
final class PlainNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barStyle = .default
    }
}
