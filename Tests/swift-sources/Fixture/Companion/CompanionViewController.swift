import UIKit

/// A second target in global mode (its Info.plist says NO): UIApplication decides, and a
/// controller's preference is never read (SB-1).
final class CompanionViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.statusBarStyle = .lightContent
    }
}
