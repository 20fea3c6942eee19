import UIKit

extension Notification.Name {
    static let themeChanged = Notification.Name("themeChanged")
}

/// A screen no code places anywhere the reader can see (built by a factory): no context.
final class SettingsViewController: UIViewController {
    var isDark = false
    override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
    @objc func themeChanged() {
        isDark.toggle() // false before: SB-7 with no known context
    }
}

/// A screen shown only as a sheet that does not capture: UIKit never reads its style.
final class FilterSheetViewController: UIViewController {
    var isDark = false
    override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent } // true: SB-2, a sheet
    @objc func themeChanged() {
        isDark = true // false before: SB-7 where no context reads the preference
    }
}

/// The window's root and a full-screen screen: UIKit reads both, and both forget the update.
final class HomeViewController: UIViewController {
    var isDark = false
    override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
    @objc func themeChanged() {
        isDark = true // true: SB-7, the one finding for the pattern
    }
    func showFilters() {
        present(FilterSheetViewController(), animated: true)
    }
    func showPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

final class PlayerViewController: UIViewController {
    var isDark = false
    override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
    @objc func themeChanged() {
        isDark = true // note: the same pattern, a note on the one finding
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeViewController()
    }
}
