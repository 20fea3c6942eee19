import UIKit

// Issue 49 (brave's tab tray): a screen built through a builder that returns it (`.then {}`),
// wrapped in a plain navigation controller whose style is set only when a runtime condition
// holds, and that hides its navigation bar in one state and shows it in another. Both places
// and both bar states are weighed: notes, never a warning (the preference is read while the bar
// is hidden and the tray is full screen).

final class BrowserController: UIViewController {
    func showTray() {
        let tray = TrayController(isPrivate: false).then {
            $0.isPrivate = true
        }
        let container = UINavigationController(rootViewController: tray)
        if !UIAccessibility.isReduceMotionEnabled {
            container.modalPresentationStyle = .fullScreen
        }
        present(container, animated: true)
    }

    func share() {
        present(ShareController(), animated: true)
    }
}

final class TrayController: UIViewController {
    var isPrivate = false
    init(isPrivate: Bool) {
        self.isPrivate = isPrivate
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    func showPrivateInfo() { navigationController?.setNavigationBarHidden(true, animated: false) }
    func showTabs() { navigationController?.setNavigationBarHidden(false, animated: false) }
}

// A navigation controller a class makes in its init and adds as its child is that class's own:
// another class's plain navigation controller (the tray's) is not inside it.
final class ShareController: UIViewController {
    let content: UINavigationController
    init() {
        content = UINavigationController(rootViewController: ShareListController()).then {
            $0.isNavigationBarHidden = true
        }
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        addChild(content)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ShareListController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a child of 'ShareController', which never asks it (SB-3)
}

// The usual pair: hidden on the way in, shown back on the way out. The bar is hidden while it is
// on top: read, nothing said.
final class CoverController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class LibraryController: UIViewController {
    func openCover() {
        let navigation = UINavigationController(rootViewController: CoverController())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }
}

// The PIN screen (Pin.swift, another file) sets .fullScreen itself; a form sheet only when the
// height is not compact: one of those two, never "the default style" (simplenote).
final class SettingsController: UIViewController {
    func showPin() {
        let pin = PinController()
        if traitCollection.verticalSizeClass != .compact {
            pin.modalPresentationStyle = .formSheet
        }
        present(pin, animated: true)
    }
}

// A screen made inside the `if` that sets its style has no style before it (brave's onboarding):
// full screen, read, nothing said.
final class OnboardingHost: UIViewController {
    func start(isNew: Bool) {
        if isNew {
            let welcome = WelcomeScreen()
            welcome.modalPresentationStyle = .fullScreen
            present(welcome, animated: false)
        }
    }
}

final class WelcomeScreen: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

// A style set in the builder's closure of a new navigation controller (`.then { $0.… }`) is its
// own: full screen, read, nothing said.
final class LinkOpener: UIViewController {
    func open() {
        let navigation = ReaderNavigation(rootViewController: UIViewController()).then {
            $0.modalPresentationStyle = .fullScreen
        }
        present(navigation, animated: true)
    }
}

final class ReaderNavigation: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

// Presented inside the `if` that set its style: that style (full screen: read, nothing said).
final class GalleryHost: UIViewController {
    func open(animated: Bool) {
        let viewer = PhotoViewer()
        if animated {
            viewer.modalPresentationStyle = .fullScreen
            present(viewer, animated: true)
        }
    }
}

final class PhotoViewer: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}
