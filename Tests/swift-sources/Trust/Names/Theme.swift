import UIKit

/// The app's own theme has a `statusBarStyle`: it is not UIApplication's.
struct Theme {
    var statusBarStyle: UIStatusBarStyle = .default
    var isStatusBarHidden = false
}

extension Theme {
    mutating func goDark() {
        self.statusBarStyle = .lightContent // false before: SB-1 on the app's own struct
        isStatusBarHidden = false // false before: SB-1
    }
}

final class ReaderViewController: UIViewController {
    var theme = Theme()
    var statusBarStyle: UIStatusBarStyle = .default
    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
    func apply(to other: ReaderViewController) {
        var statusBarStyle = UIStatusBarStyle.default
        statusBarStyle = .lightContent // false before: SB-1 on a local
        other.statusBarStyle = statusBarStyle // false before: SB-1 on another controller's property
        theme.statusBarStyle = .lightContent // false before: SB-1 on a field of the app's struct
        (UIApplication.shared.delegate as? AppDelegate)?.statusBarStyle = .lightContent // false before: SB-1 on the app delegate's property
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    let app: UIApplication = .shared
    var statusBarStyle: UIStatusBarStyle = .default
    var settings = Theme()
    func restyle() {
        app.isStatusBarHidden = false // true: SB-1 through the property typed UIApplication
        self.settings.statusBarStyle = .lightContent
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.statusBarStyle = .lightContent // true: SB-1, UIApplication's setter does nothing here
        app.isStatusBarHidden = true // true: SB-1 through a property typed UIApplication
        return true
    }
}
