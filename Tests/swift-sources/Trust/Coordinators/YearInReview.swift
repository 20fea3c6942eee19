import UIKit

// Issue 49: a struct's code is read too: it presents a screen onto the controller it is given,
// in one of two styles a property of its own gives (pattern 7), one a page sheet that does not
// capture (the presenter is not named: a note).
struct YearInReview {
    var isCompact = true
    var presentationMode: UIModalPresentationStyle {
        isCompact ? .pageSheet : .fullScreen
    }

    func show(in viewController: UIViewController) {
        let stories = StoriesViewController()
        stories.modalPresentationStyle = presentationMode
        viewController.present(stories, animated: true)
    }
}

final class StoriesViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}
