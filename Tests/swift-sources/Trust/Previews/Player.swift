import UIKit

// Issue 49: a controller made in a #Preview is not made anywhere in the app. Read as a place the
// reader could not see, it turned the warning below into a note.
final class PreviewedPlayer: UIViewController {
    override var prefersStatusBarHidden: Bool { true } // true: SB-2, a page sheet shown by ShowsPlayer
}

#Preview {
    let navigation = UINavigationController(rootViewController: PreviewedPlayer())
    return navigation
}

final class ShowsPlayer: UIViewController {
    func show() {
        let player = PreviewedPlayer()
        player.modalPresentationStyle = .pageSheet
        present(player, animated: true)
    }
}
