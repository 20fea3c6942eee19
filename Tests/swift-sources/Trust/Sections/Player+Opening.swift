import UIKit

extension MiniPlayer {
    func open() {
        prepare()
        guard let fullScreenPlayer else { return }
        fullScreenPlayer.modalPresentationStyle = .formSheet
        presentFromRoot(fullScreenPlayer, animated: true)
    }
}

extension UIViewController {
    func presentFromRoot(_ controller: UIViewController, animated: Bool) {
        guard let root = view.window?.rootViewController else { return }
        root.present(controller, animated: animated)
    }
}
