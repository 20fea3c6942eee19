import UIKit

// Issue 49, pattern 3 (SRC-9): a screen in a local Swift package the app's project references
// (`../Modules/Composer`, outside the folder linted) is the app's, with the app's contexts.
public final class ComposerViewController: UIViewController {
    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } // true: presented as a form sheet by the app (SB-2)
}
