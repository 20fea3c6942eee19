import UIKit

// Issue 49, pattern 1: a screen pushed onto a navigation controller made from a storyboard's
// identifier (a black bar, shown with the default style: a sheet that does not take the status
// bar). The identifier names a scene of Main.storyboard; the cast changes nothing.
final class StoryboardDetail: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, pushed onto Main's "navigationController", presented as a sheet
}

final class StoryboardHome: UIViewController {
    func show() {
        let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "navigationController") as! UINavigationController
        navigation.pushViewController(StoryboardDetail(), animated: false)
        present(navigation, animated: true)
    }
}
