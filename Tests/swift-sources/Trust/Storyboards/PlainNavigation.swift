import UIKit

// A push onto a plain UINavigationController made in place is not judged in the places other
// plain navigation controllers of the app are shown (here, a page sheet in `two()`): the class
// names every one of its kind, not this one.
final class PlainDetail: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // false before: judged as if pushed onto the sheet of two()
}

final class PlainOther: UIViewController {}

final class PlainHome: UIViewController {
    func one() {
        let navigation = UINavigationController(rootViewController: PlainOther())
        navigation.pushViewController(PlainDetail(), animated: false)
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    func two() {
        let sheet = UINavigationController(rootViewController: PlainOther())
        present(sheet, animated: true)
    }
}
