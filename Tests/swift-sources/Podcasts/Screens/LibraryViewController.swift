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
}

final class SearchViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
