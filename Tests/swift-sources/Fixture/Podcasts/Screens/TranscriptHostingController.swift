import SwiftUI
import UIKit

struct TranscriptView: View {
    var body: some View {
        Text("Transcript")
            .statusBarHidden(true)
    }
}

/// Overrides a preference of its own around SwiftUI content.
final class TranscriptHostingController: UIHostingController<TranscriptView> {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

#Preview {
    TranscriptView()
}
