import UIKit

// Issue 49, pattern 2: a factory that returns a different controller per case. The call that
// names a case literally takes that case; one that does not weighs every case.
enum Destination {
    case about, player, settings
}

final class BranchAbout: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: SB-2, make(.about) shown as a page sheet
}

final class BranchPlayer: UIViewController {
    override var prefersStatusBarHidden: Bool { true } // true: SB-2, one of make(destination)'s cases, presented with the default style
}

final class BranchSettings: UIViewController {}

final class BranchRouter: UIViewController {
    func make(_ destination: Destination) -> UIViewController {
        switch destination {
        case .about: return BranchAbout()
        case .player: return BranchPlayer()
        case .settings: return BranchSettings()
        }
    }

    func showAbout() {
        let controller = make(.about)
        controller.modalPresentationStyle = .pageSheet
        present(controller, animated: true)
    }

    func show(_ destination: Destination) {
        present(make(destination), animated: true)
    }
}
