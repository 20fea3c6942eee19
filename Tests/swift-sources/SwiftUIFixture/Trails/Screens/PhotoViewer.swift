import SwiftUI

struct PhotoViewer: View {
    let trail: Trail

    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .scaledToFit()
            .immersive()
    }
}

#Preview {
    PhotoViewer(trail: Trail(id: 1, name: "Ridge")).statusBarHidden(true)
}

struct PhotoViewer_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { PhotoViewer(trail: Trail(id: 2, name: "Lake")).statusBarHidden(true) }
    }
}
