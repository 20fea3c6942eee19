import UIKit

final class VideoViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class FeedViewController: UIViewController {
    var video: VideoViewController?

    func play() {
        let v = VideoViewController()
        video = v
        video?.modalPresentationStyle = .fullScreen
        present(v, animated: true) // false before: "presented as a pageSheet": the style is set through `video`
    }

    func replay() {
        self.video = VideoViewController()
        self.video!.modalPresentationStyle = .overFullScreen
        self.video!.modalPresentationCapturesStatusBarAppearance = true
        present(video!, animated: true) // false before: the capture is set through the property
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = FeedViewController()
    }
}
