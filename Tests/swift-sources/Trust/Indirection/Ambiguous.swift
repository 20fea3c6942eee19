import UIKit

// Two of the app's functions share a name and return different controllers: a call of that name
// is not followed (`handheld lint --verbose` says so), and neither class is warned about.

final class PhotoViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class VideoViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class PhotoRouter {
    func makeDetail() -> UIViewController { PhotoViewController() }
}

final class VideoRouter {
    func makeDetail() -> UIViewController { VideoViewController() }
}

final class GalleryViewController: UIViewController {
    var router: PhotoRouter?

    func open() {
        if let router { present(router.makeDetail(), animated: true) }
    }
}
