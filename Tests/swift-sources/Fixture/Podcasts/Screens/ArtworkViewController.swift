import UIKit

/// The artwork screen: its style follows the artwork and the theme (SB-7).
final class ArtworkViewController: UIViewController {
    private var isDark = false
    var prefersLight = false {
        didSet { refreshStatusBar() }
    }
    var isFullScreenArtwork = false

    override var preferredStatusBarStyle: UIStatusBarStyle {
        if isDark || prefersLight { return .lightContent }
        return isFullScreenArtwork ? .lightContent : .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        isDark = traitCollection.userInterfaceStyle == .dark
    }

    func artworkDidLoad(dark: Bool) {
        isDark = dark
    }

    func toggleFullScreen() {
        isFullScreenArtwork.toggle()
        UIView.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() }
    }

    private func refreshStatusBar() {
        setNeedsStatusBarAppearanceUpdate()
    }
}

/// A first-run screen on black that forgot to ask for light glyphs (VER-7).
final class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

/// The queue, shown in a navigation controller of its own as a form sheet.
final class QueueListViewController: UIViewController {}
