import SwiftUI

extension View {
    /// Full screen for photos and maps.
    func immersive() -> some View {
        statusBarHidden(true)
    }
}
