import UIKit

// Issue 49: `.popover` is a known style: it adapts like a form sheet on a phone and is a popover
// on the iPad, and neither takes the status bar (SRC-8). It was weighed as unknown (full screen or
// a page sheet) and said as a note about a page sheet.
final class PopoverTip: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, presented as a popover
}

final class PopoverHost: UIViewController {
    func showTip() {
        let tip = PopoverTip()
        tip.modalPresentationStyle = .popover
        present(tip, animated: true)
    }
}
