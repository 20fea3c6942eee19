import UIKit

/// What many apps paste in: it works today, but overriding in an extension is not supported.
extension UITabBarController {
    override open var childForStatusBarStyle: UIViewController? {
        selectedViewController
    }
}
