import SwiftUI
import UIKit

struct MapScreen: View {
    var body: some View {
        TrailMap()
            .ignoresSafeArea()
            .statusBarHidden(true)
    }
}

/// The map is UIKit's.
struct TrailMap: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MapViewController { MapViewController() }
    func updateUIViewController(_ controller: MapViewController, context: Context) {}
}

final class MapViewController: UIViewController {}
