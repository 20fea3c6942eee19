import UIKit

/// A factory's screen pushed onto the plain navigation controller the coordinator is given (it may
/// be a subclass: a note, issue 49), and a storyboard lookup whose class is unknown (quiet).
final class EpisodeCoordinator {
    private let navigationController: UINavigationController
    private let storyboard = UIStoryboard(name: "Main", bundle: nil)

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let detail = ScreenFactory.makeDetail()
        navigationController.pushViewController(detail, animated: true)
    }

    func showComments() {
        let comments = storyboard.instantiateViewController(withIdentifier: "Comments")
        comments.modalPresentationStyle = .pageSheet
        navigationController.present(comments, animated: true)
    }
}

enum ScreenFactory {
    static func makeDetail() -> UIViewController { DetailViewController() }
}

final class DetailViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class CommentsViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    /// Swift 2's spelling: a method of its own, never called.
    func prefersStatusBarHidden() -> Bool { true }
}
