import IntentsUI

// A Siri intent UI: an app extension's controller (its Info.plist has NSExtension).
final class IntentViewController: UIViewController, INUIHostedViewControlling {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
