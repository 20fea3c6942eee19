import UIKit

final class LibraryViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    func openEpisode() {
        navigationController?.pushViewController(EpisodeViewController(), animated: true)
    }

    func openSettings() {
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .pageSheet
        present(settings, animated: true)
    }

    func openArtwork() {
        let artwork = ArtworkViewController()
        artwork.isFullScreenArtwork = true
        artwork.prefersLight = true
        artwork.modalPresentationStyle = .fullScreen
        present(artwork, animated: true)
    }

    func openQueue() {
        let queue = QueueListViewController()
        queue.modalPresentationCapturesStatusBarAppearance = true
        let navigation = UINavigationController(rootViewController: queue)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }

    func openPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}

final class EpisodeViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }
}

final class SettingsViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

final class SearchViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
