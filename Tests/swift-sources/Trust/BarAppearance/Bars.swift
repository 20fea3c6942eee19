import UIKit

// Issue 49, pattern 10 (VER-7, BAR-5): a navigation controller's own bar appearance whose
// background hides the glyphs its barStyle gives, in the app's real interface style (Light, from
// the Info.plist), reported at the assignment to the slot in use.
final class BarsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = InkNavigationController(rootViewController: InboxViewController())
    }
}

final class InboxViewController: UIViewController {
    func openSettings() {
        let settings = NightNavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }
}

final class SettingsViewController: UIViewController {}

final class InkNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance // true: dark glyphs of .default on a black bar (BAR-5)
    }
}

// The same bar, its style following the background: light glyphs.
final class NightNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barStyle = .black
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
    }
}
