// Compiled on Linux as nothing; read by the linter as the iOS code it is.
#if canImport(UIKit)
import UIKit

final class PlayerViewController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

final class HomeViewController: UIViewController {
    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .pageSheet
        present(player, animated: true)
    }
}
#endif

public enum Screens {
    public static let count = 2
}
