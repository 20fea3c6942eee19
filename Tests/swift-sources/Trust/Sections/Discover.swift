import UIKit

// Issue 49 (pocket-casts' Discover screen): sections added as children through two helpers, the
// first given a protocol value it casts back to a controller. The screen never asks a child, so a
// section's own preference is never read (SB-3).

protocol SectionProtocol: AnyObject {
    func populate(title: String)
}

final class DiscoverController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .default }

    func load() {
        addSection(FeaturedSection(), title: "Featured")
        addSection(ListSection(), title: "Popular")
    }

    private func addSection(_ section: SectionProtocol, title: String) {
        guard let controller = section as? UIViewController else { return }
        controller.view.alpha = 0
        addToScroll(viewController: controller, isLast: false)
        section.populate(title: title)
    }

    func addToScroll(viewController: UIViewController, isLast: Bool) {
        view.addSubview(viewController.view)
        addChild(viewController)
    }
}

final class FeaturedSection: UIViewController, SectionProtocol {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a child of 'DiscoverController', which never asks it (SB-3)
    func populate(title: String) {}
}

final class ListSection: UIViewController, SectionProtocol {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a child of 'DiscoverController', which never asks it (SB-3)
    func populate(title: String) {}
}

// A helper of another class adds to its receiver: the item is the shelf's child (which never asks
// it, wherever the shelf is shown), not its owner's.
final class Shelf: UIViewController {
    func keep(_ item: UIViewController) { addChild(item) }
}

final class ShelfOwner: UIViewController {
    let shelf = Shelf()
    func fill() { shelf.keep(ShelfItem()) }
}

final class ShelfItem: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: a child of 'Shelf', which never asks it (SB-3)
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = DiscoverController()
        return true
    }
}

// Issue 49 (pocket-casts' full-screen player): a property declared of an app class, made in one
// method and presented in another (an extension in another file: Player+Opening.swift) through
// a helper that presents what it is given, onto a presenter the sources do not name: a note.
final class MiniPlayer: UIViewController {
    var fullScreenPlayer: PlayerViewController?

    func prepare() {
        if fullScreenPlayer == nil { fullScreenPlayer = PlayerViewController() }
    }
}

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

// A coordinator's own navigation controller, pushed onto through another coordinator's property
// (`child.navigationController.push…`): that navigation controller, not the coordinator.
final class FlowCoordinator {
    let navigationController = UINavigationController()
}

final class AppCoordinator {
    let child = FlowCoordinator()
    func finish() {
        child.navigationController.pushViewController(FlowEndViewController(), animated: true)
    }
}

final class FlowEndViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: pushed onto a plain navigation controller whose bar shows (SB-4)
}
