import UIKit

// Issue 49: the helper most apps write to embed a child: the caller's class is the container.
extension UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        embed(WeatherCardViewController())
    }
}

final class WeatherCardViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: the dashboard never forwards (SB-3)
}

// The same helper in a container that forwards: read.
final class NewsDashboardViewController: UIViewController {
    override var childForStatusBarStyle: UIViewController? { children.first }
    override func viewDidLoad() {
        super.viewDidLoad()
        embed(NewsCardViewController())
    }
}

final class NewsCardViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
