import UIKit

final class VideoViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class FeedViewController: UIViewController {
    var video: VideoViewController?

    func play() {
        let v = VideoViewController()
        video = v
        video?.modalPresentationStyle = .fullScreen
        present(v, animated: true) // false before: "presented as a pageSheet": the style is set through `video`
    }

    var replayed: ReplayViewController?

    func replay() {
        self.replayed = ReplayViewController()
        self.replayed!.modalPresentationStyle = .overFullScreen
        self.replayed!.modalPresentationCapturesStatusBarAppearance = true
        present(replayed!, animated: true) // false before: the capture is set through the property
    }
}

/// Shown only by `replay()`: the capture, set through the property, is what UIKit reads.
final class ReplayViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = FeedViewController()
    }
}

/// A style and a getter the sources compute: unknown, both outcomes weighed.
final class SettingsNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { // true: SB-2, a page sheet or a form sheet, both ignore it
        if overrideUserInterfaceStyle == .light { return .darkContent }
        return .lightContent
    }
}

final class MenuViewController: UIViewController {
    func openSettings() {
        let container = SettingsNavigationController(rootViewController: UIViewController())
        container.modalPresentationStyle =
            UIDevice.current.userInterfaceIdiom == .phone ? .pageSheet : .formSheet
        present(container, animated: true) // false before: "presented with the default style" (the ternary was missed)
        let other = SheetNavigationController(rootViewController: UIViewController())
        other.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .pageSheet : .formSheet
        present(other, animated: true)
    }

    /// Also created where the reader cannot tell how it is shown (a split view's column):
    /// there its style may be read, so the sheet above gives a note, not a warning.
    func columns() -> [UIViewController] {
        [SheetNavigationController(rootViewController: UIViewController())]
    }
}

final class SheetNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class MenuSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = MenuViewController()
    }
}
