import UIKit

// Pattern 6 (issue 36): what the app's own functions build, followed from where it is shown.

/// 1. A function of the app that returns the navigation controller it builds, styled.
func popupNavController(_ viewController: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: viewController)
    navigation.modalPresentationStyle = .formSheet
    return navigation
}

/// A wrapper with a style of its own, presented only through the factory.
final class ReaderNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, a form sheet from popupReader
}

func popupReader() -> ReaderNavigationController {
    let navigation = ReaderNavigationController(rootViewController: UIViewController())
    navigation.modalPresentationStyle = .formSheet
    return navigation
}

/// One more level: a function that returns another's result.
func makeReader() -> UIViewController { popupReader() }

final class ArticleViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-4, the root of popupNavController's plain UINavigationController
}

/// 2. A controller that presents itself onto a presenter passed in, its style set in init.
final class BannerViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    required init?(coder: NSCoder) { fatalError() }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, a page sheet shown by show(on:)

    func show(on presenter: UIViewController) {
        presenter.present(self, animated: true)
    }
}

/// The same, shown only onto a presenter the sources cannot name: a note, never a warning.
final class ToastViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    required init?(coder: NSCoder) { fatalError() }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    func show(on presenter: UIViewController) {
        presenter.present(self, animated: true)
    }
}

/// 3. A coordinator's `toPresentable()` returning a controller it keeps.
final class SettingsNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, presented with the default style (a page sheet)
}

final class SettingsCoordinator {
    private let navigation = SettingsNavigationController(rootViewController: UIViewController())

    func toPresentable() -> UIViewController { navigation }
}

final class HomeViewController: UIViewController {
    let settings = SettingsCoordinator()

    func openArticle() {
        present(popupNavController(ArticleViewController()), animated: true)
    }

    func openReader() {
        let reader = makeReader()
        present(reader, animated: true)
    }

    func announce() {
        BannerViewController().show(on: self)
    }

    func toast(over presenter: UIViewController) {
        ToastViewController().show(on: presenter)
    }

    func openSettings() {
        present(settings.toPresentable(), animated: true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeViewController()
    }
}
