//! The chance panels' (leaf bounds, Monte Carlo) words in Turkish.

use super::super::text::{ChanceWords, MonteCarloColumns};

pub const WORDS: ChanceWords = ChanceWords {
    outside_bounds: |leaf, v| {
        format!(
            "{leaf} = {v} yaprağı bildirilen sınırların dışında, bu yüzden sınırlar kullanılmıyor: sınırları genişletin ya da yaprağı değiştirin."
        )
    },
    bounds_title: "Yaprak sınırları (Star1)",
    bounds_on: "Her yaprak şu aralıkta",
    bounds_help: "Sınırlar varken bir şans düğümünün değeri, şimdiye kadarki toplamına kalan olasılık alt sınırda ve üst sınırda eklenerek bulunan iki değerin arasındadır; bu aralık (α, β) dışına çıkınca alfa-beta altını keser.",
    mc_title: "Monte Carlo oyunları",
    mc_reset: "Sıfırla",
    mc_seed: "Tohum",
    mc_columns: MonteCarloColumns { root_move: "hamle", playouts: "oyun", average: "ortalama", exact: "kesin" },
    mc_help: "Bir kök hamlesinden her oyun, her şans düğümünde zar atar; oyuncular expectiminimax'ın oynayacağı gibi oynar. Oyunlar arttıkça sonuçların ortalaması hamlenin kesin değerine (kesikli çizgi) yaklaşır.",
};
