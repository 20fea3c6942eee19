import UIKit

/// A side menu of the kind SlideMenuControllerSwift #211 and KYDrawerController #146 report:
/// it adds its content as a child and never hands the status bar on (SB-3).
final class SideMenuController: UIViewController {
    func embed() {
        let content = NowPlayingViewController()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

final class NowPlayingViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A container that does hand it on, through a stored property the reader cannot name: each
/// outcome is a note, never a warning.
final class PagerController: UIViewController {
    private var current: UIViewController?
    override var childForStatusBarStyle: UIViewController? { current }

    func show() {
        addChild(QueueViewController())
    }
}

final class QueueViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
