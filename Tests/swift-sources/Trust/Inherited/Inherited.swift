import UIKit

// Issue 49: a preference a subclass inherits is judged where the subclass is shown. Four filter
// screens share one base class's override and are each shown only as a page sheet that does not
// capture (SB-2): UIKit never reads it, said at the override, naming each subclass.
class FilterOverlayBase: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: its subclasses are only ever sheets
}

final class DownloadFilterViewController: FilterOverlayBase {}
final class ReleaseDateFilterViewController: FilterOverlayBase {}

// A base class whose subclass is presented full screen: read, so nothing is said.
class PlayerBase: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

final class VideoPlayerViewController: PlayerBase {}

// A subclass that states its own preference is judged by its own (here read: full screen).
final class AudioPlayerViewController: FilterOverlayBase {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

final class FiltersHomeViewController: UIViewController {
    func showDownloads() {
        let filter = DownloadFilterViewController()
        filter.modalPresentationStyle = .pageSheet
        present(filter, animated: true)
    }
    func showReleaseDate() {
        let filter = ReleaseDateFilterViewController()
        filter.modalPresentationStyle = .formSheet
        present(filter, animated: true)
    }
    func play() {
        let player = VideoPlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
        let audio = AudioPlayerViewController()
        audio.modalPresentationStyle = .fullScreen
        present(audio, animated: true)
    }
}

final class FiltersSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = FiltersHomeViewController()
    }
}
