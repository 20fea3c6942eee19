import SwiftUI

struct TrailDetailView: View {
    let trail: Trail
    @State private var sharing = false
    @State private var viewing = false

    var body: some View {
        ScrollView {
            header
            NavigationLink("Photos") {
                PhotoViewer(trail: trail)
            }
        }
        .preferredColorScheme(.dark)
        .toolbar {
            Button("Share") { sharing = true }
        }
        .sheet(isPresented: $sharing) {
            ShareCard(trail: trail)
        }
        .fullScreenCover(isPresented: $viewing) {
            PhotoViewer(trail: trail)
                .statusBarHidden(viewing)
        }
    }

    private var header: some View {
        Text(trail.name).font(.largeTitle)
    }
}

struct ShareCard: View {
    let trail: Trail

    var body: some View {
        VStack {
            Text("Share \(trail.name)")
        }
        .statusBarHidden()
    }
}
