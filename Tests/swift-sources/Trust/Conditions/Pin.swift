import UIKit

// Issue 49: the class sets its own style in init; a presenter in another file makes it a form
// sheet only under a runtime condition (Tray.swift's SettingsController).
final class PinController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }
    required init?(coder: NSCoder) { fatalError() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
